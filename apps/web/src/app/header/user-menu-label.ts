/** The user menu trigger's accessible name, shared by the stand-in and the real trigger. */
export const userMenuLabel = (name: string) => `Account menu for ${name}`;
