const { MongoMemoryReplSet } = require('mongodb-memory-server-core');
(async () => {
  const rs = await MongoMemoryReplSet.create({ replSet: { count: 1, storageEngine: 'wiredTiger' }, instanceOpts: [{ port: 27900, launchTimeout: 120000 }] });
  console.log('URI', rs.getUri());
  setInterval(() => {}, 1 << 30);
})().catch((e) => { console.error(e); process.exit(1); });
