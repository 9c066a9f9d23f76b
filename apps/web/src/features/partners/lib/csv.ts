// The CSV writer is shared by every list that exports (partners, bookings); kept importable from here.
export { downloadText, toCsv } from '../../../lib/csv';
