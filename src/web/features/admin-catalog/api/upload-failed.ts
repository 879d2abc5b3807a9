/** Why a photo upload failed, in words for the person, and whether trying again can help. */
export class UploadFailed extends Error {
  constructor(
    message: string,
    readonly retryable: boolean,
  ) {
    super(message);
  }
}
