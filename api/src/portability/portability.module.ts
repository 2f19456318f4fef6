import { Module } from '@nestjs/common';
import { LearningModule } from '../learning/learning.module';
import { TodosModule } from '../todos/todos.module';
import { UsersModule } from '../users/users.module';
import { DataExportController } from './data-export.controller';
import { DataExportService } from './data-export.service';
import { DataImportController } from './data-import.controller';

/** Export and import of a learner's own data, through each collection's owner. */
@Module({
  imports: [UsersModule, LearningModule, TodosModule],
  controllers: [DataExportController, DataImportController],
  providers: [DataExportService],
})
export class PortabilityModule {}
