/** GET /api/insts/:instId/employees/export: the staff as an .xlsx (031 or 032), saved under the server's name. */
export const employeesExportPath = (instId: string) => `/api/insts/${encodeURIComponent(instId)}/employees/export`;
