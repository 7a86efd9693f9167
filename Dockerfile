# hexwar's Discord bot.
#   docker build -t hexwar .
#   docker run -d --name hexwar --restart unless-stopped -e DISCORD_TOKEN=... -v hexwar-data:/data hexwar
# The game database (SQLite) and the heartbeat file live in the /data volume; see docs/discord.md.
FROM python:3.11-slim

ENV PYTHONDONTWRITEBYTECODE=1 \
    PYTHONUNBUFFERED=1 \
    PIP_NO_CACHE_DIR=1 \
    PIP_DISABLE_PIP_VERSION_CHECK=1

WORKDIR /app

# Dependencies first, the exact versions of requirements.lock (the lock make and CI use too): this layer
# is rebuilt only when the lock changes.
COPY requirements.lock ./
RUN python -m pip install -r requirements.lock

# Then the source, installed the way the Makefile installs it (pip install --no-deps ., here not editable).
COPY pyproject.toml README.md ./
COPY engine ./engine
COPY render ./render
COPY bot ./bot
RUN python -m pip install --no-deps . \
    && rm -rf build

# An unprivileged user owns the data volume and runs the bot.
RUN useradd --system --no-create-home --shell /usr/sbin/nologin hexwar \
    && mkdir -p /data \
    && chown hexwar /data
USER hexwar
WORKDIR /data

ENV HEXWAR_DATA_DIR=/data \
    HEXWAR_DB=/data/hexwar.sqlite3
VOLUME /data

# A bot has no port to probe: it touches /data/heartbeat every 30 s while connected to Discord.
HEALTHCHECK --interval=60s --timeout=10s --start-period=90s --retries=3 \
    CMD ["python", "-m", "bot.discordbot.healthcheck"]

ENTRYPOINT ["hexwar"]
CMD ["bot"]
