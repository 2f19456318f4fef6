import { Controller, Get, Header } from '@nestjs/common';
import { ApiOperation } from '@nestjs/swagger';
import type { MicroSkill } from '@trail/shared';
import { SkillsService } from './skills.service';
import { ApiOk, listOf } from '../platform/openapi';

@Controller('skills')
export class SkillsController {
  constructor(private readonly skills: SkillsService) {}

  /** The same list for everyone; clients may keep it for an hour (spec §9). */
  @Get()
  @ApiOperation({
    summary: 'The micro skills',
    description: '`MicroSkill[]` (cached for an hour)',
  })
  @ApiOk('Every micro skill, the same for everyone (cacheable for an hour)', listOf('MicroSkill'))
  @Header('Cache-Control', 'public, max-age=3600')
  list(): Promise<MicroSkill[]> {
    return this.skills.list();
  }
}
