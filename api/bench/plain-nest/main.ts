import { Controller, Get, Module, ValidationPipe } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { MongooseModule } from '@nestjs/mongoose';
import { PassportModule } from '@nestjs/passport';
import 'reflect-metadata';
import { JwtStrategy } from './plain.auth';
import { LearningController } from './plain.learning';
import { LearningResource, LearningResourceSchema, User, UserSchema } from './plain.schemas';

@Controller('up')
class UpController {
  @Get()
  up(): string {
    return 'ok';
  }
}

@Module({
  imports: [
    MongooseModule.forRoot(process.env.MONGODB_URI ?? '', { dbName: process.env.MONGODB_DB, autoIndex: false }),
    MongooseModule.forFeature([
      { name: User.name, schema: UserSchema },
      { name: LearningResource.name, schema: LearningResourceSchema },
    ]),
    PassportModule,
  ],
  controllers: [LearningController, UpController],
  providers: [JwtStrategy],
})
class AppModule {}

async function main(): Promise<void> {
  const app = await NestFactory.create(AppModule, { logger: ['error'] });
  app.setGlobalPrefix('api/v1');
  app.useGlobalPipes(new ValidationPipe({ whitelist: true }));
  await app.listen(Number(process.env.PORT ?? 5100), '127.0.0.1');
}

void main();
