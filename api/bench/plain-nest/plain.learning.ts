import { Body, ConflictException, Controller, Get, Post, Query, Req, UseGuards } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import { AuthGuard } from '@nestjs/passport';
import { IsIn, IsString, IsUrl, MaxLength } from 'class-validator';
import { Model } from 'mongoose';
import { LearningResource, UserDocument } from './plain.schemas';

class CreateResourceDto {
  @IsString() @MaxLength(300) title: string;
  @IsUrl() link: string;
  @IsIn(['Article', 'Video', 'Podcast', 'Webinar', 'Course']) type: string;
}

interface SignedIn {
  user: UserDocument;
}

@UseGuards(AuthGuard('jwt'))
@Controller('learning')
export class LearningController {
  constructor(@InjectModel(LearningResource.name) private readonly resources: Model<LearningResource>) {}

  @Get()
  async list(@Req() req: SignedIn, @Query('limit') limit = '50', @Query('page') page = '1') {
    const filter = { user: req.user._id, 'wishList.state': { $ne: true } };
    const size = Math.min(Number(limit) || 50, 100);
    const [data, total] = await Promise.all([
      this.resources.find(filter).sort({ createdAt: -1 }).skip((Number(page) - 1) * size).limit(size),
      this.resources.countDocuments(filter),
    ]);
    return { data, total };
  }

  @Post()
  async create(@Req() req: SignedIn, @Body() body: CreateResourceDto) {
    const existing = await this.resources.findOne({ user: req.user._id, link: body.link });
    if (existing) throw new ConflictException('Resource already saved');
    return this.resources.create({ ...body, user: req.user._id, normalisedUrl: body.link, offeredBy: new URL(body.link).hostname, microSkill: [] });
  }
}
