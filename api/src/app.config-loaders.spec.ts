import { configProblems } from './app.config-loaders';

describe('one list of config loaders', () => {
  it('checks the settings of modules that register their own config too, at start', () => {
    expect(configProblems({ DEMO_DATA: 'true', NODE_ENV: 'production', MONGODB_URI: 'mongodb://db:27017/trail', JWT_SECRET: 'k3J9vQ2xL8mN4pR7tW1yZ6bC5dF0gH2jK8lM3nP9qS4t', PAYSTACK_SECRET_KEY: 'sk_live_x', SMTP_HOST: 'smtp.example', DASHBOARD_URL: 'https://app.trail.ng', PUBLIC_API_URL: 'https://app.trail.ng/api/v1' })).toEqual([
      'DEMO_DATA must not be set when NODE_ENV=production',
    ]);
  });
});
