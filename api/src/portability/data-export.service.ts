import { Injectable, NotFoundException } from '@nestjs/common';
import { type AccountExport, type ExportFormat, resourcesToBookmarksHtml, resourcesToCsv } from '@trail/shared';
import { LearningService } from '../learning';
import { TodosService } from '../todos';
import { UsersService } from '../users';
import { AccountSectionsService } from './account-sections.service';

export interface ExportFile {
  body: string;
  contentType: string;
  filename: string;
}

const CONTENT_TYPES: Record<ExportFormat, string> = {
  json: 'application/json; charset=utf-8',
  csv: 'text/csv; charset=utf-8',
  html: 'text/html; charset=utf-8',
};

/** The learner's own data, in formats other apps read: asked for by the privacy page's promise. */
@Injectable()
export class DataExportService {
  constructor(
    private readonly users: UsersService,
    private readonly learning: LearningService,
    private readonly todos: TodosService,
    private readonly sections: AccountSectionsService,
  ) {}

  async export(userId: string, format: ExportFormat, now = new Date()): Promise<ExportFile> {
    const filename = `trail-${format === 'html' ? 'bookmarks' : 'export'}-${now.toISOString().slice(0, 10)}.${format}`;
    return { body: await this.render(userId, format, now), contentType: CONTENT_TYPES[format], filename };
  }

  private async render(userId: string, format: ExportFormat, now: Date): Promise<string> {
    if (format === 'csv') return resourcesToCsv(await this.learning.allFor(userId));
    if (format === 'html') return resourcesToBookmarksHtml(await this.learning.allFor(userId));
    const user = await this.users.findById(userId);
    if (!user) throw new NotFoundException('Account not found');
    const [learning, todos, sections] = await Promise.all([this.learning.allFor(userId), this.todos.allFor(userId), this.sections.of(userId)]);
    const data: AccountExport = { version: 3, exportedAt: now.toISOString(), account: this.users.toPublic(user), learning, todos, ...sections };
    return JSON.stringify(data, null, 2);
  }
}
