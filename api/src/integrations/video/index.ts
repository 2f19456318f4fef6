// The face of integrations/video: what other modules may import (docs/architecture.md, the module map).
export { MeetingRooms } from './meeting-rooms';
export { loadVideoConfig, videoConfig } from './video.config';
export { VideoModule } from './video.module';
