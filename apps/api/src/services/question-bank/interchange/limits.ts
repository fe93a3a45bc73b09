import { interchangeMessages, MAX_BANK_ITEMS } from '@placement/contract';
import { FormatError } from './xml';

/**
 * One cap on the questions a file may hold, whatever its format, counted before any is mapped: a bank past it
 * would hold the server for its whole import (91,828 GIFT questions fit in 1 MB).
 */
export function refuseTooManyItems(count: number): void {
  if (count > MAX_BANK_ITEMS) throw new FormatError(interchangeMessages.tooManyItems(MAX_BANK_ITEMS));
}
