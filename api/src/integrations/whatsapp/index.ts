// The face of integrations/whatsapp: what other modules may import (docs/architecture.md, the module map).
export { WhatsAppModule } from './whatsapp.module';
export { WhatsAppService } from './whatsapp.service';
