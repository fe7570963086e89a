/** A list's filters folded under one button (components/filters-panel). */
export const enFilters = {
  button: 'Filters',
  buttonActive_one: 'Filters, {{count}} active',
  buttonActive_other: 'Filters, {{count}} active',
  clear: 'Clear filters',
  /** Closes a phone's sheet of filters: each one already applies as it changes. */
  showResults: 'Show results',
};
