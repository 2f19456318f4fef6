import { BadRequestException, ConflictException, Inject, Injectable, UnauthorizedException } from '@nestjs/common';
import { JwtService } from '@nestjs/jwt';
import { InjectModel } from '@nestjs/mongoose';
import { type AuthResponse, MESSAGES } from '@trail/shared';
import type { Model } from 'mongoose';
import { authConfig, type AuthConfig } from '../config/auth.config';
import { User, type UserDocument } from '../users/schemas/user.schema';
import { UsersService } from '../users/users.service';
import type { TokenPayload } from './auth-user';
import type { LoginDto } from './dto/login.dto';
import type { RegisterDto } from './dto/register.dto';
import { hashPassword, verifyPassword } from './passwords';

const WRONG_CREDENTIALS = 'Incorrect e-mail or password';

@Injectable()
export class AuthService {
  constructor(
    @InjectModel(User.name) private readonly userModel: Model<User>,
    private readonly users: UsersService,
    private readonly jwt: JwtService,
    @Inject(authConfig.KEY) private readonly config: AuthConfig,
  ) {}

  async register(dto: RegisterDto): Promise<AuthResponse> {
    const email = dto.email.toLowerCase();
    if (await this.userModel.exists({ email })) {
      throw new ConflictException('An account with this e-mail already exists. Log in instead.');
    }
    const referrer = dto.refCode ? await this.userModel.findOne({ code: dto.refCode.toUpperCase() }) : null;
    const user = await this.userModel.create({
      email,
      password: await hashPassword(dto.password),
      firstName: dto.firstName,
      lastName: dto.lastName,
      profileImgUrl: dto.profileImgUrl,
      extension: dto.extension ?? 'inactive',
      refCode: referrer ? referrer.code : undefined,
      referredBy: referrer?._id,
    });
    if (referrer) await this.userModel.updateOne({ _id: referrer._id }, { $inc: { referred: 1 } });
    return this.issueSession(user);
  }

  async login(dto: LoginDto): Promise<AuthResponse> {
    const user = await this.userModel.findOne({ email: dto.email.toLowerCase() }).select('+password');
    if (!user) throw new UnauthorizedException(WRONG_CREDENTIALS);
    if (!user.password) throw new BadRequestException(MESSAGES.logInWithGoogle);
    if (!(await verifyPassword(dto.password, user.password))) throw new UnauthorizedException(WRONG_CREDENTIALS);
    return this.issueSession(user);
  }

  /** `{ token, user }`: a token signed with the user's current token version, valid for about 30 days. */
  async issueSession(user: UserDocument): Promise<AuthResponse> {
    const payload: TokenPayload = { sub: user.id as string, v: user.tokenVersion ?? 0 };
    const token = await this.jwt.signAsync(payload, {
      secret: this.config.jwtSecret,
      algorithm: 'HS256',
      expiresIn: `${this.config.jwtExpiresInDays}d`,
    });
    return { token, user: this.users.toPublic(user) };
  }
}
