import { BadRequestException, Injectable, UnsupportedMediaTypeException } from '@nestjs/common';
import { ANSWER_FILE_MESSAGES, type AssessmentAnswer, type AssessmentQuestionType, isHttpLink } from '@trail/shared';
import { Types } from 'mongoose';
import type { StoredAnswer } from '../schemas/assessment-attempt.schema';
import { answerFileKind } from './answer-file-kind';
import { AnswerFileStorage } from './answer-file-storage.service';

/** The part of an uploaded file the submission reads (multer's memory storage). */
export interface UploadedAnswerFile {
  fieldname: string;
  originalname: string;
  size: number;
  buffer: Buffer;
}

export interface AskedQuestion {
  _id: Types.ObjectId;
  type: AssessmentQuestionType;
}

export interface SubmittedAnswers {
  /** What marking reads: a file question counts as answered when its file came. */
  marking: AssessmentAnswer[];
  stored: StoredAnswer[];
  /** Files already in GridFS: removed again if the attempt is not stored. */
  fileIds: Types.ObjectId[];
}

export const FREE_ANSWER_TYPES: readonly AssessmentQuestionType[] = ['text', 'link', 'file'];

export const notAFileQuestion = (field: string) => `The file "${field.slice(0, 40)}" answers no file question of this assessment: name each file by its question’s id`;

const cleanName = (name: string) => name.replace(/[\p{Cc}/\\]/gu, '').trim().slice(0, 120) || 'answer';

/**
 * Turns what the learner sent into the attempt's answers: links checked as http(s) addresses, files
 * checked by content and stored. Everything is checked before the first file is written, so a refused
 * submission leaves nothing behind.
 */
@Injectable()
export class SubmittedAnswersService {
  constructor(private readonly storage: AnswerFileStorage) {}

  async prepare(user: Types.ObjectId, questions: readonly AskedQuestion[], answers: readonly AssessmentAnswer[], files: readonly UploadedAnswerFile[]): Promise<SubmittedAnswers> {
    const byId = new Map(questions.map((question) => [question._id.toString(), question]));
    const checked = files.map((file) => {
      if (byId.get(file.fieldname)?.type !== 'file') throw new BadRequestException(notAFileQuestion(file.fieldname));
      const contentType = answerFileKind(file.buffer);
      if (!contentType) throw new UnsupportedMediaTypeException(ANSWER_FILE_MESSAGES.wrongType);
      return { file, contentType };
    });
    if (new Set(files.map((file) => file.fieldname)).size !== files.length) throw new BadRequestException('Send one file per file question');
    const typed = answers.filter((answer) => byId.has(answer.question) && byId.get(answer.question)!.type !== 'file');
    for (const answer of typed) {
      if (byId.get(answer.question)!.type === 'link' && answer.answer !== undefined && !isHttpLink(answer.answer)) throw new BadRequestException(ANSWER_FILE_MESSAGES.badLink);
    }

    const fileIds: Types.ObjectId[] = [];
    const stored: StoredAnswer[] = [];
    try {
      for (const { file, contentType } of checked) {
        const id = await this.storage.save(file.buffer, { user, contentType });
        fileIds.push(id);
        stored.push({ question: new Types.ObjectId(file.fieldname), file: { id, name: cleanName(file.originalname), size: file.size, contentType }, toReview: true });
      }
    } catch (error) {
      await this.storage.delete(fileIds);
      throw error;
    }
    for (const answer of typed) {
      const free = FREE_ANSWER_TYPES.includes(byId.get(answer.question)!.type);
      const link = byId.get(answer.question)!.type === 'link' && answer.answer !== undefined ? answer.answer.trim() : answer.answer;
      stored.push({ ...answer, answer: link, question: new Types.ObjectId(answer.question), ...(free && answer.answer?.trim() ? { toReview: true as const } : {}) });
    }
    const marking = [...typed, ...checked.map(({ file }) => ({ question: file.fieldname }))];
    return { marking, stored, fileIds };
  }

  /** The attempt was not stored: its files go too. */
  discard(fileIds: readonly Types.ObjectId[]): Promise<void> {
    return this.storage.delete(fileIds);
  }
}
