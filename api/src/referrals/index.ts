// The face of referrals: what other modules may import (docs/architecture.md, the module map).
export { ReferralsErasure } from './referrals-erasure.service';
export { ReferralsModule } from './referrals.module';
export { ReferralsService } from './referrals.service';
