import { Body, Controller, Get, HttpCode, HttpStatus, Param, Post, UseGuards } from '@nestjs/common';
import { ApiBearerAuth, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { MessageResponse, ParentalAgreementRequest } from '@trail/shared';
import { type AuthUser, CurrentUser, JwtAuthGuard } from '../../session';
import { RateLimit } from '../../platform/throttling';
import { ParentEmailDto, ParentalDecisionDto } from './parental-agreement.dto';
import { ParentalAgreementService } from './parental-agreement.service';
import { ApiErrors, ApiOk, sharedType, SIGNED_IN, WHY } from '../../platform/openapi';

@ApiTags('auth')
@Controller('auth/parental-agreement')
export class ParentalAgreementController {
  constructor(private readonly agreements: ParentalAgreementService) {}

  /** The learner names (again) the parent or guardian to ask; a new link replaces the older one. */
  @Post()
  @ApiOperation({ summary: "Mail a parent the link to agree to a 13–17-year-old's account" })
  @ApiOk("A new agreement link is mailed to the parent or guardian", sharedType('MessageResponse'))
  @ApiErrors({ ...SIGNED_IN, 400: 'The e-mail is missing, invalid or the learner’s own', 409: 'The account is not waiting for an agreement' })
  @ApiBearerAuth()
  @UseGuards(JwtAuthGuard)
  @RateLimit('emailLink')
  @HttpCode(HttpStatus.OK)
  ask(@CurrentUser() caller: AuthUser, @Body() dto: ParentEmailDto): Promise<MessageResponse> {
    return this.agreements.ask(caller.id, dto.parentEmail);
  }

  /** The public page the mailed link opens: whose account, and until when the link works. */
  @Get(':token')
  @ApiOperation({ summary: 'What the parent is asked to agree to' })
  @ApiOk('Whose account the link is for, and until when it works', sharedType('ParentalAgreementRequest'))
  @ApiErrors({ 400: 'The link is forged, expired or already used' })
  @RateLimit('emailLink')
  request(@Param('token') token: string): Promise<ParentalAgreementRequest> {
    return this.agreements.request(token);
  }

  @Post(':token')
  @ApiOperation({ summary: 'The parent agrees or declines' })
  @ApiOk('The decision is recorded', sharedType('MessageResponse'))
  @ApiErrors({ 400: `${WHY.invalid}, or the link is forged, expired or already used`, 409: 'The account is not waiting for an agreement' })
  @RateLimit('emailLink')
  @HttpCode(HttpStatus.OK)
  decide(@Param('token') token: string, @Body() dto: ParentalDecisionDto): Promise<MessageResponse> {
    return this.agreements.decide(token, dto.decision);
  }
}
