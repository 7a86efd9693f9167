# Types for the compiled engine (tools/compile_engine.py), read by Cython beside dice.py and ignored by
# Python: the seeded stream's arithmetic in 64-bit C integers, the same values as Python's modulo 2**64.
import cython

cdef unsigned long long _MASK64, _GOLDEN, _MIX1, _MIX2

@cython.locals(z=cython.ulonglong)
cpdef unsigned long long _splitmix64(unsigned long long x)
