import { Body, Controller, Delete, Get, Param, Put } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { FreeTimeResponse } from '@trail/shared';
import type { AuthUser } from '../../auth/auth-user';
import { RequireAccess } from '../../auth/access/require-access.decorator';
import { CurrentUser } from '../../common/decorators/current-user.decorator';
import { AvailabilityService } from './availability.service';
import { CalendarDatePipe } from './blocked-date.param';
import { FreeTimeDto } from './free-time.dto';

/**
 * The spec's `/users/freetime` paths, owned by the mentors module. MentorsModule is imported before
 * UsersModule so these routes are registered before `GET/PUT /users/:id`, which would take "freetime"
 * for an id (test/mentor-availability.e2e-spec.ts checks it).
 */
@ApiTags('mentors')
@RequireAccess({ roles: ['mentor'] })
@Controller('users/freetime')
export class AvailabilityController {
  constructor(private readonly availability: AvailabilityService) {}

  @Get()
  get(@CurrentUser() caller: AuthUser): Promise<FreeTimeResponse> {
    return this.availability.get(caller.id);
  }

  /** Adds slots; refuses the lot if any of them clashes with another. Answers every slot. */
  @Put()
  add(@CurrentUser() caller: AuthUser, @Body() body: FreeTimeDto): Promise<FreeTimeResponse> {
    return this.availability.addSlots(caller.id, body.freeTime);
  }

  @Put('blocked/:date')
  block(@CurrentUser() caller: AuthUser, @Param('date', CalendarDatePipe) date: string): Promise<FreeTimeResponse> {
    return this.availability.block(caller.id, date);
  }

  @Delete('blocked/:date')
  unblock(@CurrentUser() caller: AuthUser, @Param('date', CalendarDatePipe) date: string): Promise<FreeTimeResponse> {
    return this.availability.unblock(caller.id, date);
  }

  @Delete(':id')
  remove(@CurrentUser() caller: AuthUser, @Param('id') id: string): Promise<FreeTimeResponse> {
    return this.availability.removeSlot(caller.id, id);
  }
}
