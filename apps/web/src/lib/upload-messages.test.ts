import { studentPortalMessages } from '@placement/contract';
import { describe, expect, it } from 'vitest';
import { ApiError } from './api-client';
import { FILE_TOO_LARGE, uploadErrorMessage } from './upload-messages';

describe('uploadErrorMessage', () => {
  it('turns the server’s 413 into the 50KB message (SPEC §5)', () => {
    expect(uploadErrorMessage(new ApiError(studentPortalMessages.entityTooLarge, 413))).toBe(FILE_TOO_LARGE);
    expect(FILE_TOO_LARGE).toBe('File size too large, upload a file less than 50KB');
  });

  it('keeps other refusals as the server wrote them', () => {
    expect(uploadErrorMessage(new ApiError('Unsupported file type: upload PNG only', 400))).toBe(
      'Unsupported file type: upload PNG only',
    );
  });

  it('takes another limit message where 50 KB is not the rule', () => {
    expect(uploadErrorMessage(new ApiError('x', 413), 'too big')).toBe('too big');
  });
});
