import { type CallHandler, type ExecutionContext, ForbiddenException, Injectable, type NestInterceptor } from '@nestjs/common';
import type { Observable } from 'rxjs';
import type { AuthUser } from '../session';
import { DemoAccounts } from './demo-accounts';

export const DEMO_READ_ONLY = 'The demo is read-only';

const READS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Everyone shares the demo accounts, so none of them may change anything: no defacing, and no
 * pointing the demo's WhatsApp reminders at a stranger. Runs after the route's guards (so the
 * signed-in user is known) and before its interceptors (so an upload is refused unread).
 */
@Injectable()
export class DemoReadOnlyInterceptor implements NestInterceptor {
  constructor(private readonly demo: DemoAccounts) {}

  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    const req = context.switchToHttp().getRequest<{ method: string; user?: AuthUser }>();
    if (!READS.has(req.method) && this.demo.has(req.user?.id)) throw new ForbiddenException(DEMO_READ_ONLY);
    return next.handle();
  }
}
