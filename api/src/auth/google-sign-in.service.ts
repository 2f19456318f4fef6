import { createHmac, randomUUID } from 'node:crypto';
import {
  ConflictException,
  Inject,
  Injectable,
  ServiceUnavailableException,
  UnauthorizedException,
} from '@nestjs/common';
import { JwtService } from '@nestjs/jwt';
import { InjectModel } from '@nestjs/mongoose';
import type { AuthResponse, GoogleUrlResponse } from '@trail/shared';
import type { Model } from 'mongoose';
import { isDuplicateKey } from '../common/database/duplicate-key';
import { authConfig, type AuthConfig } from '../config/auth.config';
import {
  GoogleNotConfiguredError,
  GoogleOAuthClient,
  type GoogleProfile,
  GoogleSignInError,
} from '../google/google-oauth.client';
import { User, type UserDocument } from '../users/schemas/user.schema';
import { AuthService } from './auth.service';

export const GOOGLE_NOT_CONFIGURED = 'Google sign-in is not configured';
const STATE_VALID = '10m';
const NAME_MAX = 50;

@Injectable()
export class GoogleSignInService {
  /** Its own key, so a state can never pass for a session token or the other way round. */
  private readonly stateKey: string;

  constructor(
    @InjectModel(User.name) private readonly users: Model<User>,
    private readonly google: GoogleOAuthClient,
    private readonly auth: AuthService,
    private readonly jwt: JwtService,
    @Inject(authConfig.KEY) config: AuthConfig,
  ) {
    this.stateKey = createHmac('sha256', config.jwtSecret).update('google-oauth-state').digest('base64url');
  }

  async consentUrl(): Promise<GoogleUrlResponse> {
    if (!this.google.configured) throw new ServiceUnavailableException(GOOGLE_NOT_CONFIGURED);
    const state = await this.jwt.signAsync(
      { n: randomUUID() },
      { secret: this.stateKey, algorithm: 'HS256', expiresIn: STATE_VALID },
    );
    return { url: this.google.consentUrl(state) };
  }

  /** First sign-in makes the account; a verified e-mail that already has one is linked to it. */
  async signIn(code: string, state?: string): Promise<AuthResponse> {
    if (!this.google.configured) throw new ServiceUnavailableException(GOOGLE_NOT_CONFIGURED);
    if (state !== undefined) await this.checkState(state);
    const profile = await this.google.profileForCode(code).catch((error: unknown) => {
      if (error instanceof GoogleNotConfiguredError) throw new ServiceUnavailableException(GOOGLE_NOT_CONFIGURED);
      if (error instanceof GoogleSignInError) throw new UnauthorizedException(error.message);
      throw error;
    });
    if (!profile.emailVerified) {
      throw new UnauthorizedException('Your Google account e-mail is not verified, so it cannot sign in to Trail');
    }
    const user = await this.findOrCreate(profile).catch((error: unknown) => {
      // Two first sign-ins at once: the loser finds the account the winner made.
      if (isDuplicateKey(error)) return this.findOrCreate(profile);
      throw error;
    });
    return this.auth.issueSession(user);
  }

  private async findOrCreate(profile: GoogleProfile): Promise<UserDocument> {
    const linked = await this.users.findOne({ googleId: profile.googleId });
    if (linked) return linked;
    const sameEmail = await this.users.findOne({ email: profile.email });
    if (sameEmail) {
      if (sameEmail.googleId) throw new ConflictException('This e-mail is linked to another Google account');
      sameEmail.googleId = profile.googleId;
      if (!sameEmail.profileImgUrl && profile.picture) sameEmail.profileImgUrl = profile.picture;
      return sameEmail.save();
    }
    return this.users.create({
      email: profile.email,
      googleId: profile.googleId,
      firstName: (profile.firstName ?? profile.email.replace(/@.*$/, '')).slice(0, NAME_MAX),
      lastName: (profile.lastName ?? 'Learner').slice(0, NAME_MAX),
      profileImgUrl: profile.picture,
    });
  }

  private async checkState(state: string): Promise<void> {
    try {
      await this.jwt.verifyAsync(state, { secret: this.stateKey, algorithms: ['HS256'] });
    } catch {
      throw new UnauthorizedException('This Google sign-in link has expired. Please try again.');
    }
  }
}
