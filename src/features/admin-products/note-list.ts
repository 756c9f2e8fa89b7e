/** Splits what was typed or pasted ('bergamot, pink pepper') into notes, dropping blanks and repeats. */
export function addNotes(current: string[], typed: string, max: number, maxLength: number): string[] {
  const next = [...current];
  for (const raw of typed.split(',')) {
    const note = raw.trim().slice(0, maxLength);
    if (note && next.length < max && !next.some((n) => n.toLowerCase() === note.toLowerCase())) next.push(note);
  }
  return next;
}
