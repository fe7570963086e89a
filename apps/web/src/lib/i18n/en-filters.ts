/** A list's filters folded under one button (components/filters-panel). */
export const enFilters = {
  button: 'Filters',
  active_one: '{{count}} active',
  active_other: '{{count}} active',
  clear: 'Clear filters',
  /** Closes a phone's sheet of filters: each one already applies as it changes. */
  showResults: 'Show results',
};
