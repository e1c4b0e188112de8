import { v7 } from 'uuid';

/** Time-ordered, unguessable ids for every row the app creates. */
export const newId = (): string => v7();
