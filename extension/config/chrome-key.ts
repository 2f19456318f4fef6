/**
 * Public half of the development signing key. Chrome derives the extension id from it, so every
 * unpacked build gets the same id, EXTENSION_DEV_ID in @trail/shared, which the API allows in CORS.
 * (This file must not import @trail/shared: `wxt prepare` loads it before shared/ is built.)
 */
export const CHROME_PUBLIC_KEY =
  'MIIBIjANBgkqhkiG9w0BAQEFAAOCAQ8AMIIBCgKCAQEA5lIxlVaewfsQR4xoOOg94WLNy+76v6HdxXGzebjGSfH9pJIvADXh6yn8bnx7I+zUikSnJefIVcBJGJFD1ajYbiryUUvU3LD3IV/SwY4WrqoSt9mzngn59PQOo40iF2l9mqF18qJnf5rUR7VunpO6t2d73mAzTy4PvfvgKnOptdhu5v7LWNxCZcD5tSUBqMp6YB/wtR69sxNFz/YXRNtT8UD4kd8Vjfah7IWAY34buXtKxtMWeRtGpJOjBfjb6hX1XjuuuoepawlvGzf26/O3x0F5ioLLTcOorTHtP13XSqezwfbab0t0R/sg9chfukkvbdU8qPbw3iMARtrp0QJSBwIDAQAB';
