import { BadRequestException, ValidationPipe, type ValidationError } from '@nestjs/common';

/** Flattens nested errors into "field.sub must be …" messages, so each names its field. */
function messagesOf(errors: ValidationError[], parent = ''): string[] {
  return errors.flatMap((error) => {
    const path = parent ? `${parent}.${error.property}` : error.property;
    const own = Object.values(error.constraints ?? {}).map((message) =>
      parent ? message.replace(error.property, path) : message,
    );
    return [...own, ...messagesOf(error.children ?? [], path)];
  });
}

export function createValidationPipe(): ValidationPipe {
  return new ValidationPipe({
    whitelist: true,
    forbidNonWhitelisted: true,
    transform: true,
    exceptionFactory: (errors) => new BadRequestException(messagesOf(errors).join('; ')),
  });
}
