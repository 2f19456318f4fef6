import { createSecretKey } from 'node:crypto';
import { Controller, Get, Injectable, Module, Req, UseGuards, type Type } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { InjectConnection, InjectModel, MongooseModule, Prop, Schema, SchemaFactory } from '@nestjs/mongoose';
import { AuthGuard, PassportModule, PassportStrategy } from '@nestjs/passport';
import { type Connection, type Model, Types } from 'mongoose';
import { ExtractJwt, Strategy } from 'passport-jwt';
import 'reflect-metadata';

/** The user's own record, as Trail's `GET /users/me?balances=false` reads it: by `_id`, without the password. */
const WITHOUT_PASSWORD = { password: 0 } as const;
type SignedIn = { user: { id: string } };

@Schema({ collection: 'users', strict: false })
class User {
  @Prop() email: string;
}
const UserSchema = SchemaFactory.createForClass(User);

@Injectable()
class JwtStrategy extends PassportStrategy(Strategy) {
  constructor() {
    // A key object, as Trail's auth config makes one (a string is first tried as a PEM key on every request).
    const secretOrKey = createSecretKey(Buffer.from(process.env.JWT_SECRET ?? '')) as unknown as Buffer;
    super({ jwtFromRequest: ExtractJwt.fromAuthHeaderAsBearerToken(), secretOrKey, algorithms: ['HS256'] });
  }

  validate(payload: { sub: string }): SignedIn['user'] {
    return { id: payload.sub };
  }
}

/** The read without mongoose: the driver's own collection, through the connection mongoose opened. */
function findWithDriver(connection: Connection, userId: string) {
  const users = connection.getClient().db(connection.name).collection('users');
  return users.findOne({ _id: new Types.ObjectId(userId) }, { projection: WITHOUT_PASSWORD });
}

/** Whose record to read when nothing checks the token: its payload, unverified. */
function unverifiedSubject(authorization = ''): string {
  const payload = authorization.split('.')[1] ?? '';
  return (JSON.parse(Buffer.from(payload, 'base64url').toString()) as { sub: string }).sub;
}

@Controller('users/me')
class NestOnlyController {
  constructor(@InjectConnection() private readonly connection: Connection) {}

  @Get()
  me(@Req() request: { headers: { authorization?: string } }) {
    return findWithDriver(this.connection, unverifiedSubject(request.headers.authorization));
  }
}

@Controller('users/me')
@UseGuards(AuthGuard('jwt'))
class PassportController {
  constructor(@InjectConnection() private readonly connection: Connection) {}

  @Get()
  me(@Req() request: SignedIn) {
    return findWithDriver(this.connection, request.user.id);
  }
}

@Controller('users/me')
@UseGuards(AuthGuard('jwt'))
class MongooseController {
  constructor(@InjectModel(User.name) private readonly users: Model<User>) {}

  @Get()
  me(@Req() request: SignedIn) {
    return this.users.findById(request.user.id, WITHOUT_PASSWORD).lean().exec();
  }
}

@Controller('up')
class UpController {
  @Get()
  up(): string {
    return 'ok';
  }
}

/** Each layer adds one part of Trail's fixed stack to the one before (README). */
const LAYERS: Record<string, Type> = { nest: NestOnlyController, passport: PassportController, mongoose: MongooseController };

async function main(): Promise<void> {
  const layer = LAYERS[process.env.FLOOR_LAYER ?? ''];
  if (!layer) throw new Error(`FLOOR_LAYER must be one of ${Object.keys(LAYERS).join(', ')}`);

  @Module({
    imports: [
      MongooseModule.forRoot(process.env.MONGODB_URI ?? '', { dbName: process.env.MONGODB_DB, autoIndex: false }),
      MongooseModule.forFeature([{ name: User.name, schema: UserSchema }]),
      PassportModule,
    ],
    controllers: [layer, UpController],
    providers: [JwtStrategy],
  })
  class FloorModule {}

  const app = await NestFactory.create(FloorModule, { logger: ['error'] });
  app.setGlobalPrefix('api/v1');
  // Stopped by the bench with SIGTERM: exits cleanly, so `--cpu-prof` can write its profile.
  app.enableShutdownHooks();
  await app.listen(Number(process.env.PORT ?? 5200), '127.0.0.1');
}

void main();
