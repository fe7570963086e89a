# Steps of .ci/run with their times: `step NAME` ends the step before it and starts the next,
# printing how long each took; print_step_times prints them all as a table at the end.

step_names=()
step_seconds=()
current=-1
step_started=0

end_step() {
  if [ "$current" -ge 0 ]; then
    step_seconds[current]=$((SECONDS - step_started))
    printf '<== %s: %ss\n' "${step_names[current]}" "${step_seconds[current]}"
  fi
  current=-1
}

step() {
  end_step
  current=${#step_names[@]}
  step_names+=("$*")
  step_seconds+=('')
  step_started=$SECONDS
  printf '\n==> %s\n' "$*"
}

# Notes the time of a part of the current step, for the closing table.
record_part() {
  step_names+=("  $1")
  step_seconds+=("$2")
  printf '<-- %s: %ss\n' "$1" "$2"
}

# Runs commands at once, given as pairs of a name and a command line; prints each one's output
# as a block when all have ended (interleaved lines would be unreadable), with its own time.
# Fails when any of them failed, after all have ended.
side_by_side() {
  local dir names=() pids=() status=0 i
  dir=$(mktemp -d)
  while [ "$#" -ge 2 ]; do
    i=${#names[@]}
    names+=("$1")
    (
      started=$SECONDS
      bash -c "$2" >"$dir/$i.log" 2>&1
      code=$?
      echo $((SECONDS - started)) >"$dir/$i.seconds"
      exit "$code"
    ) &
    pids+=("$!")
    shift 2
  done
  for i in "${!pids[@]}"; do
    local code=0
    wait "${pids[$i]}" || code=$?
    printf -- '--- %s\n' "${names[$i]}"
    cat "$dir/$i.log"
    record_part "${names[$i]}" "$(cat "$dir/$i.seconds")"
    if [ "$code" -ne 0 ]; then
      echo "FAILED: ${names[$i]}"
      status=1
    fi
  done
  rm -rf "$dir"
  return "$status"
}

print_step_times() {
  end_step
  printf '\nStep times (seconds; indented: the parts of the step above that ran side by side)\n'
  for i in "${!step_names[@]}"; do
    printf '%6s  %s\n' "${step_seconds[$i]}" "${step_names[$i]}"
  done
  printf '%6s  total\n' "$SECONDS"
}
