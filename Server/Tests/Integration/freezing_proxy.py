"""A TCP proxy on loopback that forwards to one address and can freeze: while frozen it reads nothing and
forwards nothing, in either direction, yet closes no socket and still accepts connections (as the kernel
completes their handshakes anyway), as a network that drops packets without a reset looks to both ends.
Imported by `network_partition.py`."""
import select
import socket
import threading


class FreezingProxy:
    """Listens on 127.0.0.1 (a free port, `self.port`) and forwards each connection to `target_port`."""

    def __init__(self, target_port):
        self.target_port = target_port
        self.flowing = threading.Event()
        self.flowing.set()
        self.listener = socket.create_server(("127.0.0.1", 0))
        self.port = self.listener.getsockname()[1]
        threading.Thread(target=self._accept, daemon=True).start()

    def freeze(self):
        """From now on, no byte goes through until `thaw`; connections stay open."""
        self.flowing.clear()

    def thaw(self):
        """Bytes go through again, those held meanwhile first."""
        self.flowing.set()

    def _accept(self):
        while True:
            try:
                client, _ = self.listener.accept()
            except OSError:
                return
            threading.Thread(target=self._connect, args=(client,), daemon=True).start()

    def _connect(self, client):
        # A connection accepted while frozen reaches the target once thawed, as a dropped SYN is resent.
        self.flowing.wait()
        try:
            server = socket.create_connection(("127.0.0.1", self.target_port))
        except OSError:
            client.close()
            return
        threading.Thread(target=self._pump, args=(client, server), daemon=True).start()
        threading.Thread(target=self._pump, args=(server, client), daemon=True).start()

    def _pump(self, source, destination):
        try:
            while True:
                self.flowing.wait()
                readable, _, _ = select.select([source], [], [], 0.2)
                # Frozen meanwhile: the bytes stay in the kernel's buffers until the thaw.
                if not readable or not self.flowing.is_set():
                    continue
                data = source.recv(65536)
                if not data:
                    break
                destination.sendall(data)
        except (OSError, ValueError):  # ValueError: the other direction closed this socket
            pass
        for end in (source, destination):
            try:
                end.shutdown(socket.SHUT_RDWR)
            except OSError:
                pass
            end.close()

    def close(self):
        self.listener.close()
