import { studentPortalMessages } from '@placement/contract';

/** SPEC §5/§8: the server's 'request entity too large' is shown as this. */
export const FILE_TOO_LARGE = 'File size too large, upload a file less than 50KB';

/** What a person reads for an upload error: the 50 KB message for a 413, else the server's text. */
export function uploadErrorMessage(error: unknown, tooLarge: string = FILE_TOO_LARGE): string {
  if (error instanceof Error) {
    const status = (error as { status?: number }).status;
    if (status === 413 || error.message === studentPortalMessages.entityTooLarge) return tooLarge;
    return error.message;
  }
  return 'Upload failed';
}
