/** Derives per-database connection strings from TEST_DATABASE_URL. */
export function databaseUrlFor(serverUrl: string, database: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${database}`;
  return url.toString();
}

/** The maintenance connection used to create and drop test databases. */
export function adminUrl(serverUrl: string): string {
  return serverUrl;
}
