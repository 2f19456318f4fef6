import { MongoNetworkError, MongoServerError, MongoServerSelectionError } from 'mongodb';
import mongoose from 'mongoose';
import { DatabaseUnavailableError, isDatabaseUnavailable } from './database-unavailable';

function mongooseError(message: string): Error {
  return new mongoose.Error(message);
}

describe('isDatabaseUnavailable', () => {
  it.each([
    ['no server could be selected', new MongoServerSelectionError('Server selection timed out after 2000 ms', {} as never)],
    ['the connection dropped', new MongoNetworkError('connection 3 to 127.0.0.1:27017 closed')],
    ['mongoose gave up waiting to connect', mongooseError('Operation `users.findOne()` buffering timed out after 2000ms')],
    ['a transaction stopped retrying', new DatabaseUnavailableError('MongoDB cannot be reached')],
    ['the member is no longer primary', new MongoServerError({ code: 10107, errmsg: 'not primary' })],
    ['the server is shutting down', new MongoServerError({ code: 91, errmsg: 'The server is in quiesce mode and will shut down' })],
  ])('is true when %s', (_, error) => {
    expect(isDatabaseUnavailable(error)).toBe(true);
  });

  it.each([
    ['a duplicate key', new MongoServerError({ code: 11000, errmsg: 'E11000 duplicate key error' })],
    ['a malformed id', new mongoose.Error.CastError('ObjectId', '42', '_id')],
    ['any other mongoose error', mongooseError('Cannot populate path `x`')],
    ['a bug', new TypeError("Cannot read properties of undefined (reading 'id')")],
    ['something that is not an error', 'down'],
  ])('is false for %s', (_, error) => {
    expect(isDatabaseUnavailable(error)).toBe(false);
  });
});
