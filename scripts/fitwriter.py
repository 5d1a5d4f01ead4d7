"""A small FIT writer for test fixtures the SDK's Encoder cannot write: big-endian definitions,
compressed-timestamp headers, developer fields, a 12-byte header without CRC, and raw damage."""
import struct

# Base types: number -> (struct format, size).
BASE = {0x00: 'B', 0x01: 'b', 0x02: 'B', 0x83: 'h', 0x84: 'H', 0x85: 'i', 0x86: 'I', 0x07: 's', 0x88: 'f', 0x0A: 'B', 0x8B: 'H', 0x8C: 'I', 0x0D: 'B'}
ENUM, SINT8, UINT8, SINT16, UINT16, SINT32, UINT32, STRING, FLOAT32, UINT8Z, UINT16Z, UINT32Z, BYTE = BASE.keys()

CRC_TABLE = [0x0000, 0xCC01, 0xD801, 0x1400, 0xF001, 0x3C00, 0x2800, 0xE401,
             0xA001, 0x6C00, 0x7800, 0xB401, 0x5000, 0x9C01, 0x8801, 0x4400]


def crc16(data, crc=0):
    for byte in data:
        tmp = CRC_TABLE[crc & 0xF]
        crc = ((crc >> 4) & 0x0FFF) ^ tmp ^ CRC_TABLE[byte & 0xF]
        tmp = CRC_TABLE[crc & 0xF]
        crc = ((crc >> 4) & 0x0FFF) ^ tmp ^ CRC_TABLE[(byte >> 4) & 0xF]
    return crc


class FitWriter:
    def __init__(self):
        self.records = bytearray()
        self.definitions = {}

    def define(self, local, global_num, fields, developer=(), big_endian=False):
        """fields: [(field number, base type)] (one value each); developer: [(field number, size, developer data index)]."""
        header = 0x40 | local | (0x20 if developer else 0)
        order = '>' if big_endian else '<'
        self.records += bytes([header, 0, 1 if big_endian else 0]) + struct.pack(order + 'H', global_num) + bytes([len(fields)])
        for number, base in fields:
            self.records += bytes([number, struct.calcsize(BASE[base]), base])
        if developer:
            self.records += bytes([len(developer)])
            for number, size, index in developer:
                self.records += bytes([number, size, index])
        self.definitions[local] = (order, fields)

    def data(self, local, values, developer=b'', time_offset=None):
        """values in field order (None writes the base type's invalid value); time_offset writes a compressed-timestamp header."""
        order, fields = self.definitions[local]
        if time_offset is None:
            self.records.append(local)
        else:
            assert local < 4 and 0 <= time_offset < 32
            self.records.append(0x80 | local << 5 | time_offset)
        for (number, base), value in zip(fields, values):
            fmt = BASE[base]
            if value is None:
                value = {'b': 0x7F, 'h': 0x7FFF, 'i': 0x7FFFFFFF}.get(fmt, 0 if base in (UINT8Z, UINT16Z, UINT32Z) else (1 << (8 * struct.calcsize(fmt))) - 1)
            self.records += struct.pack(order + fmt, value)
        self.records += developer

    def raw(self, data):
        self.records += data

    def file(self, header_size=14, header_crc=True):
        header = bytearray([header_size, 0x20]) + struct.pack('<HI', 2191, len(self.records)) + b'.FIT'
        if header_size == 14:
            header += struct.pack('<H', crc16(header) if header_crc else 0)
        body = bytes(header) + bytes(self.records)
        return body + struct.pack('<H', crc16(body))
