import { Controller, Get, Param } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { MentorPage, MentorsByField, PublicMentor } from '@trail/shared';
import { MentorDiscoveryService } from './mentor-discovery.service';

/** Public: anyone may browse mentors and their free hours; only public fields leave here. */
@ApiTags('mentors')
@Controller()
export class MentorDiscoveryController {
  constructor(private readonly discovery: MentorDiscoveryService) {}

  @Get('mentors')
  byField(): Promise<MentorsByField> {
    return this.discovery.byField();
  }

  @Get('meetings/field/:fieldId')
  ofField(@Param('fieldId') fieldId: string): Promise<PublicMentor[]> {
    return this.discovery.ofField(fieldId);
  }

  @Get('meetings/singlementor/:username')
  page(@Param('username') username: string): Promise<MentorPage> {
    return this.discovery.page(username);
  }
}
