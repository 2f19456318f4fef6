import { Injectable, UnauthorizedException } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import { PassportStrategy } from '@nestjs/passport';
import { Model } from 'mongoose';
import { ExtractJwt, Strategy } from 'passport-jwt';
import { User, UserDocument } from './plain.schemas';

@Injectable()
export class JwtStrategy extends PassportStrategy(Strategy) {
  constructor(@InjectModel(User.name) private readonly users: Model<User>) {
    super({ jwtFromRequest: ExtractJwt.fromAuthHeaderAsBearerToken(), secretOrKey: process.env.JWT_SECRET ?? '' });
  }

  async validate(payload: { sub: string; v: number }): Promise<UserDocument> {
    const user = await this.users.findById(payload.sub);
    if (!user || user.tokenVersion !== payload.v) throw new UnauthorizedException();
    return user;
  }
}
