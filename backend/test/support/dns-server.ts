import { createServer, Packet } from 'dns2';

/** What the test DNS server knows of one name; names it does not know do not exist (NXDOMAIN). */
export interface Zone {
  mx?: Array<{ exchange: string; priority: number }>;
  a?: string[];
  aaaa?: string[];
  /** Answer every question about the name with SERVFAIL. */
  fail?: boolean;
  /** Answer every question about the name after this many milliseconds. */
  delayMs?: number;
}

export interface DnsServer {
  /** For DNS_SERVERS. */
  address: string;
  /** Names asked, each as `name type`, in order. */
  asked: string[];
  close(): Promise<void>;
}

/** A real DNS server (UDP, dns2) on a free loopback port, answering from `zones`. */
export async function startDnsServer(zones: Record<string, Zone>): Promise<DnsServer> {
  const asked: string[] = [];
  const late = new Set<NodeJS.Timeout>();
  const server = createServer({
    udp: true,
    handle: (request, send) => {
      const [question] = request.questions;
      const name = question.name.toLowerCase();
      const type = question.type;
      asked.push(`${name} ${Object.keys(Packet.TYPE).find((k) => (Packet.TYPE as Record<string, number>)[k] === type)}`);
      const zone = zones[name];
      const response = Packet.createResponseFromRequest(request);
      const answer = () => {
        if (!zone) response.header.rcode = Packet.RCODE.NXDOMAIN;
        else if (zone.fail) response.header.rcode = Packet.RCODE.SERVFAIL;
        else {
          const add = (record: object) =>
            response.answers.push(Packet.createResourceFromQuestion(question, { ...record, class: Packet.CLASS.IN, ttl: 60 }));
          if (type === Packet.TYPE.MX) for (const mx of zone.mx ?? []) add({ type, ...mx });
          if (type === Packet.TYPE.A) for (const address of zone.a ?? []) add({ type, address });
          if (type === Packet.TYPE.AAAA) for (const address of zone.aaaa ?? []) add({ type, address });
        }
        // A client that gave up (a timed-out question) is no concern of the test.
        send(response).catch(() => undefined);
      };
      if (!zone?.delayMs) return answer();
      const timer = setTimeout(() => {
        late.delete(timer);
        answer();
      }, zone.delayMs);
      late.add(timer);
    },
  });
  await server.listen({ udp: { port: 0, address: '127.0.0.1' } });
  const { port } = server.addresses().udp as { port: number };
  return {
    address: `127.0.0.1:${port}`,
    asked,
    close: async () => {
      for (const timer of late) clearTimeout(timer);
      await server.close();
    },
  };
}
