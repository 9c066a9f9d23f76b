let sequence = 0;
/** Rows carry an id so React keeps each row's inputs (and focus) when an earlier row is removed. */
export const newRowId = () => `row-${++sequence}`;
