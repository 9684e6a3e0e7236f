import { expect, it } from 'vitest';
import * as entry from './index.js';

// A change to the public surface of this folder should show up in review.
it('exports exactly these names', () => {
  expect(Object.keys(entry).sort()).toMatchInlineSnapshot(`
    [
      "FRAME_APP_PREFIX",
      "FRAME_ERROR_MESSAGES",
      "FRAME_ERROR_MESSAGE_MAX_LENGTH",
      "FRAME_PREFIX",
      "FRAME_SIGNED_MESSAGE_MAX_LENGTH",
      "connectEmailActions",
      "frameAppMessageSchema",
      "frameAppMessageType",
      "frameEmailSchema",
      "frameErrorMessageSchema",
      "frameErrorMessageType",
      "frameErrorPayloadSchema",
      "frameEventMessageSchema",
      "frameEventNames",
      "frameRequestError",
      "frameRequestPayloadSchemas",
      "frameRequestTypes",
      "frameSignInChainIdSchema",
      "frameSiwxMessageSchema",
      "frameSuccessMessageSchema",
      "frameSuccessMessageType",
      "frameSuccessPayloadSchemas",
      "frameThemeModes",
      "frameToPageMessageSchema",
      "frameUserSchema",
      "isFrameFailure",
      "isFrameRequestType",
      "otpSchema",
      "parseFrameMessageType",
      "parseFrameRequestPayload",
      "parseFrameSuccessPayload",
      "preferredAccountTypeSchema",
      "socialProviderSchema",
      "themeModeSchema",
      "updateEmailActions",
    ]
  `);
});
