/** A count in words, as a person reads it: `1 action`, `3 actions`, `0 restore points`. */
export function counted(count: number, noun: string): string {
  return `${count} ${noun}${count === 1 ? '' : 's'}`;
}
