import { BadRequestException, ValidationPipe, type ValidationError } from '@nestjs/common';
import { IS_NOT_NULL } from '../validation';

/** Flattens nested errors into "field.sub must be …" messages, so each names its field. */
function messagesOf(errors: ValidationError[], parent = ''): string[] {
  return errors.flatMap((error) => {
    const path = parent ? `${parent}.${error.property}` : error.property;
    const constraints = error.constraints ?? {};
    // "must not be null" says it all; the type rules failing on null would only repeat it.
    const messages = constraints[IS_NOT_NULL] ? [constraints[IS_NOT_NULL]] : Object.values(constraints);
    const own = messages.map((message) =>
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
    // Several fields can share one message ('Please fill in the fields'): say it once.
    exceptionFactory: (errors) => new BadRequestException([...new Set(messagesOf(errors))].join('; ')),
  });
}
