# syntax=docker/dockerfile:1
# The local Paystack stand-in (checkout page with Pay, Fail and Abandon; signed webhooks; transfers and
# refunds), for trying a self-hosted Trail without a Paystack account. Never for real payments.
FROM node:24-alpine
WORKDIR /app
COPY scripts/lib/local-paystack.mjs scripts/lib/local-paystack-pages.mjs scripts/lib/local-paystack-state.mjs scripts/lib/nigerian-banks.mjs scripts/lib/
COPY scripts/local-paystack-server.mjs scripts/
USER node
EXPOSE 4010
CMD ["node", "scripts/local-paystack-server.mjs"]
