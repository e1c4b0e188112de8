/** Screens of one student take it as `?studentId=`. */
export const studentScreen = (screen: string, studentId: string) =>
  `/v3/${screen}?${new URLSearchParams({ studentId })}`;
