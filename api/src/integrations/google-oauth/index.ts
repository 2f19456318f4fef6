// The face of integrations/google-oauth: what other modules may import (docs/architecture.md, the module map).
export { GoogleNotConfiguredError, GoogleOAuthClient, GoogleSignInError, type GoogleProfile } from './google-oauth.client';
export { GoogleModule } from './google.module';
