# syntax=docker/dockerfile:1
# Build stage: wheels for the project and its dependencies.
FROM python:3.11-slim AS build
WORKDIR /src
COPY pyproject.toml ./
COPY bots ./bots
COPY engines ./engines
COPY schemas ./schemas
# service/ holds the table page's files and the spec's examples too (package data).
COPY service ./service
RUN pip wheel --no-cache-dir --wheel-dir /wheels .

# Runtime stage: only the wheels, a non-root user, the same gunicorn config as `make run`.
FROM python:3.11-slim
ENV PYTHONDONTWRITEBYTECODE=1 PYTHONUNBUFFERED=1 HOST=0.0.0.0 PORT=8000
RUN useradd --create-home --uid 10001 referee
COPY --from=build /wheels /wheels
RUN pip install --no-cache-dir /wheels/* && rm -rf /wheels
USER referee
WORKDIR /home/referee
EXPOSE 8000
HEALTHCHECK --interval=30s --timeout=3s CMD python -c "import urllib.request,os; urllib.request.urlopen(f'http://127.0.0.1:{os.environ[\"PORT\"]}/healthz', timeout=2)"
CMD ["gunicorn", "-c", "python:service.gunicorn_conf", "service.app:create_app()"]
