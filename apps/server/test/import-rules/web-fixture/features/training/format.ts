// Fixture: a helper inside the training feature.
export const dueLabel = (date: string) => `due ${date}`;
