import type { SchemaObject } from '@nestjs/swagger';

/** PUT /users/:id as multipart (users/avatar-upload.interceptor.ts): the one file field `avatar`, nothing else. */
export const AVATAR_FORM: SchemaObject = {
  type: 'object',
  title: 'AvatarUpload',
  required: ['avatar'],
  properties: { avatar: { type: 'string', format: 'binary', description: 'An image of at most 5 MB; stored as WebP' } },
  additionalProperties: false,
};

/** POST /fields/:id/assess as multipart (assessments/answer-files): the answers as JSON, and a file per file question. */
export const ANSWER_FORM: SchemaObject = {
  type: 'object',
  title: 'AssessmentUpload',
  required: ['assessment'],
  properties: { assessment: { type: 'string', description: 'The answers, as the JSON body would carry them' } },
  additionalProperties: { type: 'string', format: 'binary', description: "One file per file question, the field named by the question's id" },
};
