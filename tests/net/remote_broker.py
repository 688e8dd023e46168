"""A private Mosquitto on loopback for the internet-play tests (issue 44).

:class:`Mosquitto` writes its own config (a plain TCP listener, a TLS listener and a WebSocket
listener, each on a free 127.0.0.1 port; a certificate authority and a server certificate made here
with ``cryptography``), starts Debian's ``mosquitto`` on it, and can kill and restart it on
the same ports (no persistence: a restarted broker has forgotten every session, as after a
crash). Every wait is bounded. Tests are skipped, saying why, only where no ``mosquitto``
is installed (.ci/run installs it).
"""

from __future__ import annotations

import datetime
import ipaddress
import os
import pwd
import shutil
import socket
import subprocess
import time
from pathlib import Path

MOSQUITTO = shutil.which("mosquitto") or next(
    (p for p in ("/usr/sbin/mosquitto", "/usr/local/sbin/mosquitto") if Path(p).exists()), None)
SKIP_REASON = "Debian's mosquitto is not installed (apt-get install mosquitto; .ci/run does)"
#: (tests/posix_facts.py) the broker is Debian's mosquitto: its paths, and the user it runs as
POSIX_ONLY = "Debian's mosquitto, at its paths, run as this user (pwd, os.getuid)"


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def make_certificates(folder: Path) -> tuple[Path, Path, Path]:
    """A certificate authority and a server certificate for 127.0.0.1 and localhost."""
    from cryptography import x509
    from cryptography.hazmat.primitives import hashes, serialization
    from cryptography.hazmat.primitives.asymmetric import ec
    from cryptography.x509.oid import NameOID

    now = datetime.datetime.now(datetime.timezone.utc)
    ca_key = ec.generate_private_key(ec.SECP256R1())
    ca_name = x509.Name([x509.NameAttribute(NameOID.COMMON_NAME, "Zuendstoff test CA")])
    ca = (x509.CertificateBuilder().subject_name(ca_name).issuer_name(ca_name)
          .public_key(ca_key.public_key()).serial_number(x509.random_serial_number())
          .not_valid_before(now - datetime.timedelta(minutes=5))
          .not_valid_after(now + datetime.timedelta(days=1))
          .add_extension(x509.BasicConstraints(ca=True, path_length=None), critical=True)
          .add_extension(x509.KeyUsage(digital_signature=True, key_cert_sign=True, crl_sign=True,
                                       content_commitment=False, key_encipherment=False,
                                       data_encipherment=False, key_agreement=False,
                                       encipher_only=False, decipher_only=False), critical=True)
          .add_extension(x509.SubjectKeyIdentifier.from_public_key(ca_key.public_key()), critical=False)
          .sign(ca_key, hashes.SHA256()))
    key = ec.generate_private_key(ec.SECP256R1())
    cert = (x509.CertificateBuilder()
            .subject_name(x509.Name([x509.NameAttribute(NameOID.COMMON_NAME, "127.0.0.1")]))
            .issuer_name(ca_name).public_key(key.public_key())
            .serial_number(x509.random_serial_number())
            .not_valid_before(now - datetime.timedelta(minutes=5))
            .not_valid_after(now + datetime.timedelta(days=1))
            .add_extension(x509.SubjectAlternativeName([
                x509.IPAddress(ipaddress.ip_address("127.0.0.1")), x509.DNSName("localhost")]),
                critical=False)
            .add_extension(x509.ExtendedKeyUsage([x509.oid.ExtendedKeyUsageOID.SERVER_AUTH]),
                           critical=False)
            .add_extension(x509.AuthorityKeyIdentifier.from_issuer_public_key(ca_key.public_key()),
                           critical=False)
            .sign(ca_key, hashes.SHA256()))
    ca_file, cert_file, key_file = folder / "ca.pem", folder / "server.pem", folder / "server.key"
    ca_file.write_bytes(ca.public_bytes(serialization.Encoding.PEM))
    cert_file.write_bytes(cert.public_bytes(serialization.Encoding.PEM))
    key_file.write_bytes(key.private_bytes(serialization.Encoding.PEM,
                                           serialization.PrivateFormat.PKCS8,
                                           serialization.NoEncryption()))
    return ca_file, cert_file, key_file


class Mosquitto:
    def __init__(self, folder: Path) -> None:
        self.folder = folder
        self.ca, self._cert, self._key = make_certificates(folder)
        self.config = folder / "mosquitto.conf"
        self.started = False  # (once started, a restart keeps its ports: clients come back)
        self._new_ports()
        self.proc: subprocess.Popen | None = None

    def _new_ports(self) -> None:
        self.port, self.tls_port, self.ws_port = free_port(), free_port(), free_port()
        cert, key = self._cert, self._key
        self.config.write_text(
            # as root, mosquitto would drop to its own user, who cannot read a test's folder
            f"user {pwd.getpwuid(os.getuid()).pw_name}\n"
            "per_listener_settings false\nallow_anonymous true\npersistence false\n"
            "set_tcp_nodelay true\n"  # as docs/manual.md advises (Nagle costs 35 ms at p95)
            "log_dest stderr\nlog_type error\nlog_type warning\n"
            f"listener {self.port} 127.0.0.1\n"
            f"listener {self.tls_port} 127.0.0.1\ncafile {self.ca}\ncertfile {cert}\nkeyfile {key}\n"
            f"listener {self.ws_port} 127.0.0.1\nprotocol websockets\n")

    @property
    def url(self) -> str:
        return f"mqtt://127.0.0.1:{self.port}"

    @property
    def ws_url(self) -> str:
        return f"ws://127.0.0.1:{self.ws_port}/mqtt"

    @property
    def tls_url(self) -> str:
        return f"mqtts://127.0.0.1:{self.tls_port}"

    def start(self, timeout: float = 10.0, attempts: int = 3) -> None:
        """Start and wait until every listener answers. A free port can be taken between
        choosing it and the broker binding it (seen on a busy machine: "Unable to create
        websockets listener"): the first start then tries again with new ports, at most
        ``attempts`` times; a restart keeps its ports (its clients come back to them)."""
        log = self.folder / "mosquitto.log"
        self.proc = subprocess.Popen([MOSQUITTO, "-c", str(self.config)], stdout=subprocess.DEVNULL,
                                     stderr=open(log, "ab"))
        end = time.monotonic() + timeout
        while time.monotonic() < end:
            if self.proc.poll() is not None:
                said = log.read_text(errors="replace")[-500:]
                if not self.started and attempts > 1 and "Unable to create" in said:
                    log.write_text("")
                    self._new_ports()
                    return self.start(timeout, attempts - 1)
                raise RuntimeError("mosquitto stopped: " + said)
            try:
                for port in (self.port, self.tls_port, self.ws_port):
                    socket.create_connection(("127.0.0.1", port), timeout=0.5).close()
                self.started = True
                return
            except OSError:
                time.sleep(0.05)
        raise RuntimeError("mosquitto did not listen within %.0f s" % timeout)

    def kill(self) -> None:
        if self.proc is not None and self.proc.poll() is None:
            self.proc.kill()
            self.proc.wait(timeout=10)
        self.proc = None

    def restart(self) -> None:
        self.kill()
        self.start()
