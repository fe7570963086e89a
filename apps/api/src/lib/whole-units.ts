/**
 * Cuts bytes that arrive in pieces of any size into runs of whole units (a sample, a frame of
 * samples): a unit split between two pieces waits in a few carried bytes and is handed on,
 * joined, before the rest of the next piece. `onWhole` gets views it must use at once and not
 * keep (the carried unit's bytes are reused).
 */
export function createUnitJoiner(
  unitBytes: number,
  onWhole: (bytes: Uint8Array) => void,
): (piece: Uint8Array) => void {
  const carry = new Uint8Array(unitBytes);
  let carried = 0;
  return (piece) => {
    let at = 0;
    if (carried > 0) {
      at = Math.min(unitBytes - carried, piece.length);
      carry.set(piece.subarray(0, at), carried);
      carried += at;
      if (carried < unitBytes) return;
      onWhole(carry);
      carried = 0;
    }
    const whole = at + Math.floor((piece.length - at) / unitBytes) * unitBytes;
    if (whole > at) onWhole(piece.subarray(at, whole));
    carry.set(piece.subarray(whole));
    carried = piece.length - whole;
  };
}
